// What the comment components render: comment.list's answer as plain data (never an email).

export interface CommentView {
  id: string;
  name: string;
  content: string;
  createdAt: string;
}

export interface CommentThreadView extends CommentView {
  replies: CommentView[];
}
